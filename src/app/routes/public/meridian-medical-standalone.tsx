export { MeridianMedicalStandalonePage as MeridianMedicalStandaloneRoute } from '@/features/claims/pages/public-claim-pages';
