/**
 * What a form needs only once the visitor submits: the zod schemas, the payload builder, the PHI
 * screen and the call sequence. Loaded on first interaction (see claim-form.tsx), so first visits of public pages
 * download less.
 */
export { submitClaim } from '@/features/claims/api/submit-claim';
export { buildQuestionPayload } from '@/features/claims/lib/payload';
export { OUTCOMES } from '@/features/claims/lib/outcomes';
export { detectPhiIn } from '@/lib/phi-detector';
export { validateClaim } from '@/features/claims/schemas';
export { sendClaim } from '@/features/claims/lib/send-claim';
export { checkClaim } from '@/features/claims/lib/check-claim';
