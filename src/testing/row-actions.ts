/** Unit-test support for the staff tables' row actions (src/components/table/row-actions.tsx). */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { COMPONENT_TEXT } from '@/components/messages';

/** Opens the row's "More actions" menu and chooses `action` in it. */
export async function chooseRowAction(user: UserEvent, rowName: string, action: string) {
  await user.click(
    await screen.findByRole('button', { name: COMPONENT_TEXT.moreActions(rowName) }),
  );
  await user.click(await screen.findByRole('menuitem', { name: action }));
}
