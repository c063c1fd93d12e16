import { REVIEW_TEXT } from '@family-recipes/shared';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { useDigestSetting, useSaveDigestSetting } from '../api/digest';
import { useT } from '../../../i18n/language';
import { useSharedText } from '../../../i18n/shared-text';
import { identityMessages } from '../messages';
import './digest-setting.css';

/** An administrator's daily digest of new submissions, off until turned on (decision 019). */
export function DigestSetting() {
  const id = useId();
  const setting = useDigestSetting();
  const save = useSaveDigestSetting();
  const t = useT(identityMessages);
  const text = useSharedText();
  const checked = save.isPending ? save.variables : (setting.data?.daily_digest ?? false);
  return (
    <section className="auth-card digest-setting" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="digest-setting__title">
        {t('administratorEmail')}
      </h2>
      <label className="digest-setting__label" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={setting.isPending || save.isPending}
          onChange={(event) =>
            save.mutate(event.target.checked, {
              onSuccess: () => toast.success(REVIEW_TEXT.digestSaved),
              onError: () => toast.error(REVIEW_TEXT.digestFailed),
            })
          }
        />{' '}
        {text(REVIEW_TEXT.digestLabel)}
      </label>
    </section>
  );
}
