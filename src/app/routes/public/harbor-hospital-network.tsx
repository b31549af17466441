export { HarborHospitalNetworkPage as HarborHospitalNetworkRoute } from '@/features/claims/pages/public-claim-pages';
