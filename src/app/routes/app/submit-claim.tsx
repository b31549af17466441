export { SubmitClaimPage as SubmitClaimRoute } from '@/features/claims/pages/app-claim-pages';
