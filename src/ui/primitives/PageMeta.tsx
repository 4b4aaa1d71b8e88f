import { useSite } from '../site-context';

interface PageMetaProps {
  title: string;
  description: string;
  /** Canonical path; omit for pages that must not be indexed (the 404). */
  path?: string;
}

/** Title, description and canonical link; React hoists them into <head> on the server and on navigation. */
export function PageMeta({ title, description, path }: PageMetaProps) {
  const { business, origin } = useSite();
  const fullTitle = path === '/' ? `${business.name} | Stainless Steel Fabrication in Cavite` : `${title} | ${business.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {path === undefined ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={new URL(path, origin).href} />
      )}
    </>
  );
}
