export { MeridianMedicalEmbedPage as MeridianMedicalEmbedRoute } from '@/features/claims/pages/public-claim-pages';
