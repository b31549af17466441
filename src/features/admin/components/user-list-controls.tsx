import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { USERS_PAGE_SIZE } from '@/features/admin/api/get-users-page';
import { ADMIN_MESSAGES as M } from '@/features/admin/messages/users';

/**
 * The search of User Management: sent to the server on Enter or when the box loses focus, so a
 * user on any page can be found.
 */
export function UserSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(search);
  return (
    <form
      role="search"
      aria-label={M.search}
      className="flex flex-wrap items-end gap-3 rounded-md border p-3"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label className="grid w-full gap-1 text-sm sm:w-72">
        {M.search}
        <Input
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => text.trim() !== search && onSearch(text.trim())}
        />
      </label>
      <button type="submit" className="sr-only">
        {M.searchSubmit}
      </button>
    </form>
  );
}

/**
 * Previous / Next and where the list is ("51–100 of 230 users · Page 2 of 5"), announced politely
 * when it changes. An end's button is aria-disabled rather than disabled, so the focus stays on it
 * when the admin reaches the last or the first page.
 */
export function UserPager({
  page,
  total,
  busy,
  onPage,
}: {
  page: number;
  total: number;
  busy: boolean;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const from = total === 0 ? 0 : (page - 1) * USERS_PAGE_SIZE + 1;
  const to = Math.min(total, page * USERS_PAGE_SIZE);
  const canPrevious = page > 1 && !busy;
  const canNext = page < pages && !busy;
  return (
    <nav aria-label={M.pagination} className="flex items-center justify-between gap-2">
      <Button
        type="button"
        variant="outline"
        className="aria-disabled:cursor-not-allowed"
        aria-disabled={!canPrevious}
        onClick={() => canPrevious && onPage(page - 1)}
      >
        {M.previous}
      </Button>
      <p
        className="text-center text-sm text-muted-foreground"
        role="status"
        data-testid="users-shown"
      >
        {M.shown(from, to, total)} · {M.pageOf(page, pages)}
      </p>
      <Button
        type="button"
        variant="outline"
        className="aria-disabled:cursor-not-allowed"
        aria-disabled={!canNext}
        onClick={() => canNext && onPage(page + 1)}
      >
        {M.next}
      </Button>
    </nav>
  );
}
