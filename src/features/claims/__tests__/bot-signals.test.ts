import { BOT_FIELD, BOT_STARTED_FIELD, readBotSignals } from '@/features/claims/lib/bot-signals';

function formWith(fields: Record<string, string>): HTMLElement {
  const form = document.createElement('form');
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

describe('readBotSignals', () => {
  it('answers the honeypot and the milliseconds since the form was shown, on the given clock', () => {
    const form = formWith({ [BOT_FIELD]: '', [BOT_STARTED_FIELD]: '1500' });
    expect(readBotSignals(form, () => 6_250.4)).toEqual({ website: '', formElapsedMs: 4_750 });
    expect(readBotSignals(formWith({ [BOT_FIELD]: 'http://spam.test' }), () => 1)).toEqual({
      website: 'http://spam.test',
      formElapsedMs: null,
    });
  });

  it('sends no fill time it could not measure (the server treats an anonymous one as too fast)', () => {
    expect(readBotSignals(null)).toEqual({ website: '', formElapsedMs: null });
    expect(readBotSignals(formWith({ [BOT_STARTED_FIELD]: 'soon' }), () => 10)).toEqual({
      website: '',
      formElapsedMs: null,
    });
    // a clock that went backwards is no measurement either
    expect(readBotSignals(formWith({ [BOT_STARTED_FIELD]: '900' }), () => 100)).toEqual({
      website: '',
      formElapsedMs: null,
    });
  });
});
