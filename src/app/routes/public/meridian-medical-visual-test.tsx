export { MeridianMedicalVisualTestPage as MeridianMedicalVisualTestRoute } from '@/features/claims/pages/public-claim-pages';
