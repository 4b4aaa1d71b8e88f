import { shareImage } from '../../content/share';
import { pagePath, type SitePage } from '../../shared/routes';
import { useSite } from '../site-context';

interface PageMetaProps {
  title: string;
  description: string;
  /** The page, whose path in src/shared/routes.ts is canonical; omit for pages that must not be indexed (the 404). */
  page?: Exclude<SitePage['id'], 'material-family'>;
  /** The canonical path of a page whose component serves several paths (a material family). */
  path?: string;
}

/**
 * Title, description, canonical link and link-preview tags (the structured data is written by
 * the worker, src/worker/render/render-page.tsx). React hoists the
 * <title>, <meta> and <link> elements into <head>, on the server and on navigation.
 */
export function PageMeta({ title, description, page, path: ownPath }: PageMetaProps) {
  const { business, origin } = useSite();
  const path = ownPath ?? (page && pagePath(page));
  const fullTitle = page === 'home' ? `${business.name} | Stainless Steel Fabrication in Cavite` : `${title} | ${business.name}`;
  const canonical = path === undefined ? undefined : new URL(path, origin).href;
  const image = new URL(shareImage.path, origin).href;
  const imageAlt = `${business.name}: ${shareImage.alt}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {canonical === undefined ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:locale" content="en_PH" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {canonical !== undefined && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={imageAlt} />
      {/* X reads og:title, og:description and og:image when its own tags are absent. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
