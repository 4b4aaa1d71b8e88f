// Shapes shared by the page content modules, so every page describes sections the same way.
import type { PhotoVariants } from './photos';

export interface PageMetaContent {
  title: string;
  /** 120-160 characters: what search results show under the title. */
  description: string;
}

/** A button or text link; href is a site path such as '/contact'. */
export interface CallToAction {
  label: string;
  href: string;
}

/** An image in public/; width and height are its intrinsic size, so the page never jumps. */
export interface ContentImage {
  src: string;
  width: number;
  height: number;
  /** Empty for decorative images. */
  alt: string;
  /** Set when the owner's photo replaces the illustration: its AVIF and WebP widths. */
  photo?: PhotoVariants;
}

/** The eyebrow, heading and lead paragraph that open a section. */
export interface SectionIntroContent {
  eyebrow?: string;
  title: string;
  text?: string;
}

export interface PageHeaderContent {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface Feature {
  title: string;
  text: string;
  points?: string[];
}

export interface ProcessStep {
  title: string;
  text: string;
}

export interface NamedNote {
  name: string;
  note: string;
}

export interface CtaBandContent {
  title: string;
  text: string;
  primary: CallToAction;
  /** Shown before the phone number, e.g. "Prefer to talk? Call". */
  callPrompt: string;
}
