import { Link } from 'react-router';
import { contactMessages } from '../messages';
import { useT } from '../../../i18n/language';
import { markers, withNodes } from '../../../i18n/with-nodes';
import './contact.css';

/** The about page's personal note from the person who runs the site. */
export function AboutNote() {
  const t = useT(contactMessages);
  return (
    <article className="letter" aria-labelledby="about-letter-title">
      <h2 id="about-letter-title" className="letter__greeting">
        {t('aboutGreeting')}
      </h2>
      <p>{t('aboutStoryTin')}</p>
      <p>{t('aboutStoryWhy')}</p>
      <p>{t('aboutStoryHow')}</p>
      <p>{t('aboutStoryInvite')}</p>
      <p className="letter__signature">{t('aboutSignature')}</p>
      <div className="letter__actions">
        <Link to="/submit-recipe" className="button button--primary">
          {t('aboutShareRecipe')}
        </Link>
        <Link to="/contact" className="button button--secondary">
          {t('aboutWriteToMe')}
        </Link>
      </div>
    </article>
  );
}

/** The about page's credit for the demo recipes a new site starts with. */
export function DemoRecipeCredits() {
  const t = useT(contactMessages);
  return (
    <section className="prose about-credits" aria-labelledby="about-credits-title">
      <h2 id="about-credits-title">{t('creditsTitle')}</h2>
      <p>
        {withNodes(t('creditsBody', markers(['collection', 'licence'])), [
          <a key="collection" href="https://github.com/ronaldl29/public-domain-recipes">
            public-domain-recipes
          </a>,
          <a key="licence" href="https://unlicense.org">
            Unlicense
          </a>,
        ])}
      </p>
    </section>
  );
}

/** The support page: what hosting costs, how the money is used, and how to help. */
export function SupportNote() {
  const t = useT(contactMessages);
  return (
    <div className="support-layout">
      <div className="prose">
        <p>{t('supportFree')}</p>
        <p>{t('supportChipIn')}</p>
        <h2>{t('supportHowUsed')}</h2>
        <ul>
          <li>{t('supportUseHosting')}</li>
          <li>{t('supportUsePhotos')}</li>
          <li>{t('supportUseAddress')}</li>
          <li>{t('supportUseLeftOver')}</li>
        </ul>
        <h2>{t('supportOtherWays')}</h2>
        <p>{t('supportOtherWaysText')}</p>
        <div className="support-actions">
          <Link to="/contact" className="button button--primary button--large">
            {t('supportGetInTouch')}
          </Link>
          <Link to="/submit-recipe" className="button button--secondary button--large">
            {t('supportShareRecipe')}
          </Link>
        </div>
      </div>
      <aside className="cost-card" aria-labelledby="support-cost-title">
        <h2 id="support-cost-title" className="note-card__title">
          {t('costTitle')}
        </h2>
        <p className="cost-card__figure">{t('costFigure')}</p>
        <p>{t('costPeriod')}</p>
        <ul className="cost-card__list">
          <li>
            <span>{t('costServer')}</span>
            <span>{t('costMostOfIt')}</span>
          </li>
          <li>
            <span>{t('costPhotos')}</span>
            <span>{t('costALittle')}</span>
          </li>
          <li>
            <span>{t('costWebAddress')}</span>
            <span>{t('costALittle')}</span>
          </li>
        </ul>
        <p>{t('costNoPaymentForm')}</p>
      </aside>
    </div>
  );
}

/** Beside the contact form: what to write about and when to expect an answer. */
export function ContactAside() {
  const t = useT(contactMessages);
  return (
    <aside className="note-card" aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className="note-card__title">
        {t('contactAsideTitle')}
      </h2>
      <p>{t('contactAsideTopics')}</p>
      <p>{t('contactAsideAnswer')}</p>
      <p>
        {withNodes(t('contactAsideHelp', markers(['link'])), [
          <Link key="link" to="/support">
            {t('contactAsideSupportLink')}
          </Link>,
        ])}
      </p>
    </aside>
  );
}
