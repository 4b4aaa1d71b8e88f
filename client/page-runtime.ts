// What the entry and every page share: React, the router, the layout's data and hooks, the page
// head. The entry and each page's chunk import this module (scripts/build-client.mjs adds it to
// the chunks), so the bundler sees all of it reached from every one of them and puts it in ONE
// file beside the entry, instead of a dozen small files split by which pages happen to use each
// module: one file compresses better (each file brotli-compressed alone pays for its own start and
// loses what the others would have shared) and is one request.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import '../src/content/business';
import '../src/shared/analytics-labels';
import '../src/shared/api';
import '../src/shared/quote-line';
import '../src/shared/routes';
import '../src/shared/script-safe-json';
import '../src/ui/deferred';
import '../src/ui/hooks/toast';
import '../src/ui/hooks/tracker';
import '../src/ui/primitives/HoursList';
import '../src/ui/primitives/PageMeta';
import '../src/ui/primitives/Picture';
import '../src/ui/primitives/Section';
import '../src/ui/primitives/Static';
import '../src/ui/sections/CtaBand';
import '../src/ui/sections/PageHeader';
import '../src/ui/quote-form/quote-outbox-status';
import '../src/ui/quote-list/quote-list-count';
import '../src/ui/router';
import '../src/ui/site-context';
import '../src/ui/visit-source';
