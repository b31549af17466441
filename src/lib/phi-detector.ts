/**
 * A small screen for likely patient identifiers in free text (docs/decisions.md, "Where the spec says 'not shown'": PHI safeguard): names
 * after "patient" (or Mr./Mrs./Ms.), dates of birth, MRN, SSN and phone patterns, and email
 * addresses. It is a safety net for the submitter, not a guarantee: it prefers flagging what a
 * coder would recognise as identifying and stays quiet on codes (CPT, ICD-10, HCPCS, POS), zip
 * codes, dates of service and clinical wording.
 */
type PhiKind = 'name' | 'dob' | 'mrn' | 'ssn' | 'phone' | 'email';

export interface PhiFinding {
  kind: PhiKind;
  /** The text that looks identifying, as written. */
  match: string;
  index: number;
}

const DATE = String.raw`(?:\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4})`;

/** Words that follow "patient" in clinical prose and are not names. */
const NOT_NAMES = new Set(
  `a an the this that these those who whom whose which was is has had have with without without presented presents
  presenting came comes arrived admitted discharged underwent received receives receiving required requires
  requiring returned returns reports reported states stated denies denied complains complained and or but
  in on at of for to from by as per if when while after before during because since so then also not no
  age aged years year old male female man woman child infant newborn baby adult elderly pediatric
  encounter visit account portal population populations record records chart charts care education
  status history consent information identifier identifiers name names id mrn dob number`
    .split(/\s+/)
    .filter(Boolean),
);

const NAME_WORD = String.raw`[A-Z][a-z'’-]+`;
const PATIENT_NAME = new RegExp(
  String.raw`\b(?:[Pp]atient|PATIENT|[Pp]t\.?)(?:'s)?(?:\s+[Nn]ame)?\s*[:,-]?\s+(${NAME_WORD}(?:\s+[A-Z]\.)?(?:\s+${NAME_WORD})?)`,
  'g',
);
const HONORIFIC_NAME = new RegExp(
  String.raw`\b(?:Mr|Mrs|Ms|Miss)\.?\s+(${NAME_WORD}(?:\s+${NAME_WORD})?)`,
  'g',
);
const DOB = new RegExp(
  String.raw`\b(?:DOB|D\.O\.B\.?|date of birth|birth ?date|born(?: on)?)\s*[:#-]?\s*(${DATE})`,
  'gi',
);
const MRN =
  /\b(?:MRN|medical record(?: number| no\.?| #)?|med rec(?: no\.?| #)?|chart (?:number|no\.?|#))\s*[:#-]?\s*([A-Z]{0,3}\d[\d-]{3,})/gi;
const SSN =
  /\b(?:\d{3}-\d{2}-\d{4}|(?:SSN|social security(?: number| no\.?)?)\s*[:#-]?\s*\d{9})\b/gi;
const PHONE = /(?:\(\d{3}\)\s?|\b\d{3}[-.\s])\d{3}[-.\s]\d{4}\b/g;
const EMAIL = /\b[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}\b/gi;

function isName(candidate: string): boolean {
  const first = candidate.split(/\s+/)[0]!.toLowerCase();
  return !NOT_NAMES.has(first) && /^[A-Z]/.test(candidate);
}

export function detectPhi(text: string): PhiFinding[] {
  if (!text) return [];
  const findings: PhiFinding[] = [];
  const add = (kind: PhiKind, match: string, index: number) => {
    if (findings.some((f) => index >= f.index && index < f.index + f.match.length)) return;
    findings.push({ kind, match: match.trim(), index });
  };

  for (const m of text.matchAll(DOB)) add('dob', m[0], m.index);
  for (const m of text.matchAll(SSN)) add('ssn', m[0], m.index);
  for (const m of text.matchAll(MRN)) add('mrn', m[0], m.index);
  for (const m of text.matchAll(EMAIL)) add('email', m[0], m.index);
  for (const m of text.matchAll(PHONE)) add('phone', m[0], m.index);
  for (const regex of [PATIENT_NAME, HONORIFIC_NAME]) {
    for (const m of text.matchAll(regex)) {
      const name = m[1]!;
      // Drop trailing words that are not part of a name ("Patient Smith was ..." is caught by NOT_NAMES).
      const words = name.split(/\s+/).map((w) => w.replace(/['’]s$/, ''));
      while (words.length > 1 && NOT_NAMES.has(words[words.length - 1]!.toLowerCase())) words.pop();
      const cleaned = words.join(' ');
      if (isName(cleaned)) add('name', cleaned, m.index + m[0].indexOf(name));
    }
  }
  return findings.sort((a, b) => a.index - b.index);
}

/** Screens several texts (title, question, ...) at once. */
export function detectPhiIn(texts: Array<string | null | undefined>): PhiFinding[] {
  return texts.flatMap((t) => detectPhi(t ?? ''));
}
