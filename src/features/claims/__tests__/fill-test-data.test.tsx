/**
 * "Fill Test Data" fetches its sample values on the click. A person who starts typing before they
 * arrive keeps what they typed: the samples fill only the fields not edited since the click.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeClaimBackend } from '@/features/claims/__tests__/fake-backend';
import { ClaimForm } from '@/features/claims/components/claim-form';
import { FORM_TEXT } from '@/features/claims/messages';
import { FORMS } from '@/features/claims/__tests__/partner-fixtures';

/** Holds the test-data module back until the test lets it through. */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open: () => open(), opened };
});

vi.mock('@/features/claims/lib/test-data', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { backend } = fakeClaimBackend();

const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

it('keeps what the person typed while the sample values were still loading', async () => {
  const user = userEvent.setup();
  render(<ClaimForm form={FORMS.hospitalSystemStandalone} backend={backend} />);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: FORM_TEXT.submitForReview })).toBeEnabled(),
  );
  await user.click(screen.getByRole('button', { name: FORM_TEXT.fillTestData }));
  const email = screen.getByLabelText(label(FORM_TEXT.labels.email));
  const summary = screen.getByLabelText(label(FORM_TEXT.labels.title));
  await user.type(email, 'coder@example.test');
  await user.type(summary, 'My own summary');

  gate.open();
  expect(await screen.findByText(FORM_TEXT.testDataLoadedTitle)).toBeInTheDocument();
  expect(email).toHaveValue('coder@example.test');
  expect(summary).toHaveValue('My own summary');
  // the fields left alone got the samples
  expect(screen.getByLabelText(label(FORM_TEXT.labels.firstName))).toHaveValue('Test');
  expect(
    screen.getByLabelText<HTMLTextAreaElement>(label(FORM_TEXT.labels.content)).value,
  ).toContain('modifier 25');
});
