import { ProfileDetails } from '@/features/auth/components/profile-details';

export function ProfileRoute() {
  return <ProfileDetails />;
}
