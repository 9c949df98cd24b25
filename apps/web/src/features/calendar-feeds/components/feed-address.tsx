import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { controlClass, labelClass } from '../../../components/ui/field-styles.ts';
import { t } from '../../../lib/i18n/intl.ts';

type Copied = 'idle' | 'copied' | 'failed';

/** A feed's secret address, shown once after it was made, with a way to copy it. */
export function FeedAddress({ url }: { url: string }) {
  const inputId = useId();
  const hintId = useId();
  const [copied, setCopied] = useState<Copied>('idle');

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // Without clipboard access (an insecure origin, a denied permission) the address stays selectable.
      setCopied('failed');
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className={labelClass}>
        {t({ id: 'calendar-feeds.address', defaultMessage: 'Secret address' })}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="text"
          readOnly
          value={url}
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass()} h-11 min-w-0 flex-1 font-mono`}
          dir="ltr"
        />
        <Button variant="outline" onClick={() => void handleCopy()}>
          {t({ id: 'calendar-feeds.copy', defaultMessage: 'Copy' })}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-gray-600 dark:text-gray-400">
        {t({
          id: 'calendar-feeds.address.once',
          defaultMessage:
            'This address is shown only now. Add it to your calendar app as a calendar from the internet (subscription), and keep it private: anyone who has it can see these events.',
        })}
      </p>
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {copied === 'copied'
          ? t({ id: 'calendar-feeds.copied', defaultMessage: 'Address copied' })
          : copied === 'failed'
            ? t({
                id: 'calendar-feeds.copy-failed',
                defaultMessage: 'Could not copy. Select the address and copy it yourself.',
              })
            : null}
      </p>
    </div>
  );
}
