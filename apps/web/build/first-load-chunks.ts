/**
 * MUI's small shared parts that every page's first load asks for (the entry imports them): one file
 * rather than the six of a few hundred bytes each the bundler would cut. On a slow phone each file
 * costs a request, and a browser opens only six connections at once, so fewer files mean fewer
 * round trips before a page can render.
 */
export const firstLoadChunks = [
  {
    name: 'mui-shared',
    test: /@mui[\\/](material[\\/](GlobalStyles|zero-styled|Paper|IconButton|utils[\\/](ownerDocument|getActiveElement|isMuiElement))|styled-engine[\\/]GlobalStyles|system[\\/](GlobalStyles|styled)|utils[\\/](ownerDocument|ownerWindow|getActiveElement|debounce|isMuiElement))[\\/]/,
  },
];
