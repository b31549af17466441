import { UpdateProfileForm } from '@/features/auth/components/update-profile-form';

export function UpdateProfileRoute() {
  return <UpdateProfileForm />;
}
