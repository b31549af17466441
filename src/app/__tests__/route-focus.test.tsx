import { act, render, screen, waitFor } from '@testing-library/react';
import { useRouteFocus } from '@/app/layout/use-route-focus';

/** A page whose heading shows late, as a lazy page's does, with a field above it. */
function Page({ pathname, showHeading }: { pathname: string; showHeading: boolean }) {
  useRouteFocus(pathname, `Page ${pathname}`);
  return (
    <main>
      <label>
        Email
        <input />
      </label>
      {showHeading && <h1>{pathname}</h1>}
    </main>
  );
}

const frames = (n: number) =>
  act(async () => {
    for (let i = 0; i < n; i++) await new Promise((r) => requestAnimationFrame(r));
  });

describe('focus on navigation', () => {
  it('moves focus to the heading of the new page once it shows', async () => {
    const { rerender } = render(<Page pathname="/a" showHeading />);
    rerender(<Page pathname="/b" showHeading={false} />);
    await frames(2);
    rerender(<Page pathname="/b" showHeading />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '/b' })).toHaveFocus());
    expect(document.title).toBe('Page /b');
  });

  it('leaves focus in a field the user went to before the heading showed', async () => {
    const { rerender } = render(<Page pathname="/a" showHeading />);
    rerender(<Page pathname="/b" showHeading={false} />);
    await frames(2);
    const field = screen.getByLabelText('Email');
    act(() => field.focus());
    rerender(<Page pathname="/b" showHeading />);
    await frames(5);
    expect(field).toHaveFocus();
  });
});
