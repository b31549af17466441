import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { SelectField, TextField } from '@/components/form/text-field';
import { notifySuccess } from '@/lib/notify';
import {
  createStaffUserSchema,
  useCreateStaffUser,
  type CreateStaffUserInput,
} from '@/features/admin/api/create-staff-user';
import { useAdminErrors } from '@/features/admin/components/use-admin-errors';
import { ADMIN_MESSAGES } from '@/features/admin/messages/users';

const EMPTY: CreateStaffUserInput = { name: '', email: '', password: '', role: 'expert' };

/** Creates an expert or admin; the form resets whenever the dialog closes. */
export function CreateStaffDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useForm<CreateStaffUserInput>({
    resolver: zodResolver(createStaffUserSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const create = useCreateStaffUser({ onError: useAdminErrors(form.setError) });

  const setOpen = (next: boolean) => {
    if (!next) reset(EMPTY);
    onOpenChange(next);
  };

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (user) => {
        notifySuccess({ title: ADMIN_MESSAGES.createdToast, description: user.email ?? user.name });
        setOpen(false);
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={ADMIN_MESSAGES.createTitle}
      description="Experts answer questions; admins manage users and settings."
      onSubmit={onSubmit}
      error={errors.root?.message}
      submitLabel={create.isPending ? ADMIN_MESSAGES.creating : ADMIN_MESSAGES.create}
      submitting={create.isPending}
    >
      <TextField
        label="Name"
        autoComplete="off"
        registration={register('name')}
        error={errors.name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="off"
        registration={register('email')}
        error={errors.email}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        registration={register('password')}
        error={errors.password}
      />
      <SelectField label="Role" registration={register('role')} error={errors.role}>
        <option value="expert">Expert</option>
        <option value="admin">Admin</option>
      </SelectField>
    </FormDialog>
  );
}
