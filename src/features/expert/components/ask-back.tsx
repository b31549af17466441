import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { TextareaField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { useInfoThread, type InfoThreadEntry } from '@/features/expert/api/get-info-thread';
import {
  MESSAGE_MAX,
  requestInfoSchema,
  useRequestInformation,
  type RequestInfoValues,
} from '@/features/expert/api/request-information';
import { ASK_BACK_LABELS } from '@/features/expert/constants';
import { formatDateTime } from '@/lib/format';
import { errorMessage } from '@/lib/api-error';

/**
 * "Request more information" (docs/spec-notes.md, "Request more information"): a dialog with the
 * message to the submitter (required; the error is tied to the field, the server's refusal shown in
 * the form).
 */
export function RequestInfoButton({ questionId }: { questionId: string }) {
  const [open, setOpen] = useState(false);
  const form = useForm<RequestInfoValues>({
    resolver: zodResolver(requestInfoSchema),
    defaultValues: { message: '' },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = form;
  // The server's refusal goes above the message (errors.root), instead of the default toast.
  const request = useRequestInformation({
    onError: (error) => setError('root', { message: errorMessage(error) }),
  });

  const onSubmit = handleSubmit(({ message }) =>
    request.mutate(
      { questionId, message },
      {
        onSuccess: () => {
          setOpen(false);
          reset();
        },
      },
    ),
  );

  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        {ASK_BACK_LABELS.request}
      </Button>
      {open && (
        <FormDialog
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) reset();
          }}
          title={ASK_BACK_LABELS.dialogTitle}
          description={ASK_BACK_LABELS.dialogDescription}
          onSubmit={onSubmit}
          error={errors.root?.message}
          submitLabel={request.isPending ? ASK_BACK_LABELS.sending : ASK_BACK_LABELS.send}
          submitting={request.isPending}
        >
          <TextareaField
            label={ASK_BACK_LABELS.message}
            rows={6}
            maxLength={MESSAGE_MAX}
            registration={register('message')}
            error={errors.message}
          />
        </FormDialog>
      )}
    </>
  );
}

function Entry({ e }: { e: InfoThreadEntry }) {
  const isRequest = e.kind === 'request';
  const via = e.via === 'link' ? ASK_BACK_LABELS.viaLink : e.via ? ASK_BACK_LABELS.viaAccount : '';
  return (
    <li
      className={
        isRequest
          ? 'rounded-md border bg-muted/30 p-3'
          : 'ml-6 rounded-md border border-violet-300 bg-violet-50/50 p-3'
      }
      data-testid="info-thread-entry"
      data-kind={e.kind}
    >
      <div className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">
          {isRequest ? ASK_BACK_LABELS.requestFrom : ASK_BACK_LABELS.replyFrom} {e.author_name}
        </span>{' '}
        · <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
        {via ? ` · ${via}` : ''}
      </div>
      <p className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere]">{e.body}</p>
    </li>
  );
}

/** The requests to the submitter and their replies, oldest first, with who and when. */
export function InfoThread({ questionId }: { questionId: string }) {
  const thread = useInfoThread(questionId);
  const entries = thread.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="info-thread-heading">
      <h2 id="info-thread-heading" className="text-lg font-semibold">
        {ASK_BACK_LABELS.thread}
      </h2>
      <ol className="space-y-2" data-testid="info-thread">
        {entries.map((e) => (
          <Entry key={`${e.kind}-${e.id}`} e={e} />
        ))}
      </ol>
    </section>
  );
}
