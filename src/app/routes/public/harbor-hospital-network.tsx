export { HarborHospitalNetworkPage as HarborHospitalNetworkRoute } from '@/features/claims/pages/gated-claim-pages';
