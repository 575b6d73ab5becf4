// Style imports are handled by webpack (mini-css-extract) and stubbed in jest.
declare module '*.css';
