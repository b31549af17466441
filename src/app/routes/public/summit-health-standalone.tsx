export { SummitHealthStandalonePage as SummitHealthStandaloneRoute } from '@/features/claims/pages/public-claim-pages';
