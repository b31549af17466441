import { act, renderHook } from '@testing-library/react';
import { useLightForm, type FormErrors } from '@/components/form/use-light-form';

type F = 'name' | 'email';
const rules = (v: Record<F, string>): FormErrors<F> => ({
  ...(v.name ? {} : { name: 'Name is required' }),
  ...(v.email.includes('@') ? {} : { email: 'Email is invalid' }),
});

describe("useLightForm: the first-visit pages' form state", () => {
  it('validates nothing while typing until the first attempt, then on every change', async () => {
    const { result } = renderHook(() => useLightForm<F>({ name: '', email: '' }, rules));
    act(() => result.current.setValues({ email: 'x' }));
    expect(result.current.errors).toEqual({});

    let found: FormErrors<F> = {};
    await act(async () => {
      found = await result.current.validate();
    });
    expect(found).toEqual({ name: 'Name is required', email: 'Email is invalid' });
    expect(result.current.errors).toEqual(found);

    await act(async () => result.current.setValues({ name: 'Ada' }));
    expect(result.current.errors).toEqual({ email: 'Email is invalid' });
    await act(async () => result.current.setValues({ email: 'ada@example.test' }));
    expect(result.current.errors).toEqual({});
    expect(result.current.values).toEqual({ name: 'Ada', email: 'ada@example.test' });
  });

  it('reset starts again: the values given, no errors, and no validation while typing', async () => {
    const { result } = renderHook(() => useLightForm<F>({ name: '', email: '' }, rules));
    await act(async () => {
      await result.current.validate();
    });
    act(() => result.current.reset({ name: '', email: 'kept@example.test' }));
    expect(result.current.values).toEqual({ name: '', email: 'kept@example.test' });
    expect(result.current.errors).toEqual({});
    await act(async () => result.current.setValues({ email: 'x' }));
    expect(result.current.errors).toEqual({});
  });

  it('an async check that answers late does not overwrite a newer one', async () => {
    const pending: Array<(errors: FormErrors<F>) => void> = [];
    const slow = () => new Promise<FormErrors<F>>((resolve) => pending.push(resolve));
    const { result } = renderHook(() => useLightForm<F>({ name: '', email: '' }, slow));
    let first!: Promise<FormErrors<F>>;
    act(() => {
      first = result.current.validate();
    });
    act(() => result.current.setValues({ name: 'Ada' }));
    await act(async () => {
      pending[1]!({});
      pending[0]!({ name: 'Name is required' });
      await first;
    });
    expect(result.current.errors).toEqual({});
  });
});
