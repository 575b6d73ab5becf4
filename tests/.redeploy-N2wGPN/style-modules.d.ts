// Stylesheets are bundled by webpack (the harness imports Mantine's CSS); they export nothing typed.
declare module '*.css';
