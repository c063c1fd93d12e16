import { Link } from 'react-router';
import './contact.css';

/** The about page's personal note from the person who runs the site. */
export function AboutNote() {
  return (
    <article className="letter" aria-labelledby="about-letter-title">
      <h2 id="about-letter-title" className="letter__greeting">
        Hello, and welcome to our kitchen table.
      </h2>
      <p>
        For years our family’s recipes lived in a dented tin box: index cards in my grandmother’s
        looping handwriting, splashed with butter and vanilla, with notes in the margins like “add
        more lemon” or “Grandpa’s favourite”. Some were copied onto the backs of envelopes, some
        existed only in somebody’s memory, and every holiday someone would call around asking who
        still had the stuffing recipe.
      </p>
      <p>
        I started Family Recipes so that those dishes would never be lost again. Here the cinnamon
        rolls, the Sunday sauce and the birthday cake sit side by side, easy to find from any
        kitchen, and easy to pass on to the children and grandchildren who will cook them next.
      </p>
      <p>
        Every recipe is shared by a real family. When you submit one, it is read by an administrator
        before it appears, so the collection stays warm, tidy and trustworthy. You can double or
        triple any recipe with one tap, and the amounts are worked out for you.
      </p>
      <p>
        If a dish here brings back a memory, or you have one of your own to add, I would love to
        hear from you. Thank you for cooking with us.
      </p>
      <p className="letter__signature">With love, from our kitchen to yours</p>
      <div className="letter__actions">
        <Link to="/submit-recipe" className="button button--primary">
          Share a family recipe
        </Link>
        <Link to="/contact" className="button button--secondary">
          Write to me
        </Link>
      </div>
    </article>
  );
}

/** The about page's credit for the demo recipes a new site starts with. */
export function DemoRecipeCredits() {
  return (
    <section className="prose about-credits" aria-labelledby="about-credits-title">
      <h2 id="about-credits-title">Where the first recipes come from</h2>
      <p>
        A new Family Recipes site starts with forty demo recipes and their photos from the{' '}
        <a href="https://github.com/ronaldl29/public-domain-recipes">public-domain-recipes</a>{' '}
        collection, real home cooking shared by its contributors and released into the public domain
        under the <a href="https://unlicense.org">Unlicense</a>. Each recipe names its contributor
        under “Recipe by”. Thank you to every cook who shared one.
      </p>
    </section>
  );
}

/** The support page: what hosting costs, how the money is used, and how to help. */
export function SupportNote() {
  return (
    <div className="support-layout">
      <div className="prose">
        <p>
          Family Recipes is free for everyone and always will be: no adverts, no subscriptions, no
          selling your email address. Keeping it online does cost a little, though. The server, the
          database, the storage for all those lovely photos and the domain name come to around 5
          dollars a month.
        </p>
        <p>
          If the site has saved a recipe your family loves and you would like to chip in, it is
          warmly appreciated, and entirely voluntary. Nobody is ever asked to pay to read or share a
          recipe.
        </p>
        <h2>How your help is used</h2>
        <ul>
          <li>Hosting the website and its database, so the recipes are there whenever you cook.</li>
          <li>
            Storing the recipe photos and keeping backups, so nothing a family shared is lost.
          </li>
          <li>The web address, and the email that answers your messages.</li>
          <li>Anything left over goes towards next month: nobody earns a profit from the site.</li>
        </ul>
        <h2>Other ways to help</h2>
        <p>
          Money is not the only help. Sharing a recipe, telling a friend about the site, or letting
          us know when something does not work are every bit as valuable.
        </p>
        <div className="support-actions">
          <Link to="/contact" className="button button--primary button--large">
            Get in touch to help
          </Link>
          <Link to="/submit-recipe" className="button button--secondary button--large">
            Share a recipe
          </Link>
        </div>
      </div>
      <aside className="cost-card" aria-labelledby="support-cost-title">
        <h2 id="support-cost-title" className="note-card__title">
          What it costs
        </h2>
        <p className="cost-card__figure">about $5</p>
        <p>a month to keep Family Recipes online.</p>
        <ul className="cost-card__list">
          <li>
            <span>Server and database</span>
            <span>most of it</span>
          </li>
          <li>
            <span>Photo storage and backups</span>
            <span>a little</span>
          </li>
          <li>
            <span>Web address</span>
            <span>a little</span>
          </li>
        </ul>
        <p>
          There is no payment form here on purpose. Send a message through the contact page and we
          will reply with a simple way to help.
        </p>
      </aside>
    </div>
  );
}

/** Beside the contact form: what to write about and when to expect an answer. */
export function ContactAside() {
  return (
    <aside className="note-card" aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className="note-card__title">
        We read every message
      </h2>
      <p>
        Write to us about a recipe that is not quite right, an idea for the site, trouble logging
        in, or simply to say hello.
      </p>
      <p>We usually answer within a couple of days.</p>
      <p>
        Want to help with hosting costs?{' '}
        <Link to="/support">Read how you can support the site</Link>.
      </p>
    </aside>
  );
}
