import type { HomeHeroContent } from '../../content/home';
import { Picture } from '../primitives/Picture';
import { Link } from '../router';

/** The home page's opening band: the page's only h1, the two main calls to action and the hero image. */
export function Hero({ content }: { content: HomeHeroContent }) {
  return (
    <section className="hero" aria-labelledby="hero-heading">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{content.eyebrow}</p>
          <h1 id="hero-heading">{content.title}</h1>
          <p className="hero__lead">{content.lead}</p>
          <div className="button-row">
            <Link href={content.primary.href} className="button button--primary">
              {content.primary.label}
            </Link>
            <Link href={content.secondary.href} className="button button--ghost-light">
              {content.secondary.label}
            </Link>
          </div>
          <ul className="hero__highlights">
            {content.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </div>
        <Picture image={content.image} priority className="hero__image" />
      </div>
    </section>
  );
}
