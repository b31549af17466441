import type { SignedInPage } from '@/app/page-types';

/** An address of a signed-in page (src/app/pages.ts): its parameters filled in. */
export function addressOf(page: Pick<SignedInPage, 'path'>): string {
  return page.path
    .replace(':questionId', '00000000-0000-4000-8000-0000000000aa')
    .replace(':articleId', '00000000-0000-4000-8000-0000000000bb')
    .replace(':slug', 'meridian-medical');
}
