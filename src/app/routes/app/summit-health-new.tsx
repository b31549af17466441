export { SummitHealthNewPage as SummitHealthNewRoute } from '@/features/claims/pages/app-claim-pages';
