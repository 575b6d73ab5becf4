// Training pages written in MDX are compiled to React components at build time (@mdx-js/loader).
declare module '*.mdx' {
  import type { ComponentType } from 'react';
  const MDXContent: ComponentType;
  export default MDXContent;
}
