// The footer and the floating chat button: one deferred component (src/ui/deferred.tsx).
import { FloatingContact } from './FloatingContact';
import { Footer } from './Footer';

export function SiteFooter() {
  return (
    <>
      <Footer />
      <FloatingContact />
    </>
  );
}
