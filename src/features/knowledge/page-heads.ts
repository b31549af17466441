/**
 * The knowledge base pages' headings, once: the pages and the registry of signed-in pages
 * (src/app/pages.ts) read them. Strings only, no imports: the registry's chunk carries this module.
 */
export const KNOWLEDGE_PAGE_HEADS = {
  knowledge: { title: 'Knowledge Base' },
  /** An article page's heading until the article's own title is known. */
  article: { title: 'Knowledge Base Article' },
} as const;
