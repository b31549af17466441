export { MeridianMedicalNewPage as MeridianMedicalNewRoute } from '@/features/claims/pages/app-claim-pages';
