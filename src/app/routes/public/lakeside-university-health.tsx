export { LakesideUniversityHealthPage as LakesideUniversityHealthRoute } from '@/features/claims/pages/public-claim-pages';
