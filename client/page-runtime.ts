// What the entry and every page share: React, the router, the layout's data and hooks, the page
// head. Each page's chunk imports this module (scripts/build-client.mjs), so the bundler sees all
// of it reached from every page and puts it in ONE file, instead of a dozen small files split by
// which pages happen to use each module: one file compresses better (about 2.5 KB brotli less on
// every first load) and is one request.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import '../src/content/business';
import '../src/shared/api';
import '../src/shared/routes';
import '../src/shared/script-safe-json';
import '../src/ui/deferred';
import '../src/ui/hooks/toast';
import '../src/ui/hooks/tracker';
import '../src/ui/primitives/PageMeta';
import '../src/ui/primitives/Picture';
import '../src/ui/primitives/Section';
import '../src/ui/sections/CtaBand';
import '../src/ui/sections/PageHeader';
import '../src/ui/quote-form/quote-outbox-status';
import '../src/ui/quote-list/quote-list-count';
import '../src/ui/router';
import '../src/ui/site-context';
import '../src/ui/visit-source';
