export { LakesideUniversityHealthPage as LakesideUniversityHealthRoute } from '@/features/claims/pages/gated-claim-pages';
