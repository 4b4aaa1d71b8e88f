// The reference page's browser entry (see bench-reference-tree.mjs).
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ReferenceTree } from './bench-reference-tree.mjs';

hydrateRoot(document.getElementById('root'), createElement(ReferenceTree));
