/**
 * MUI's input parts in two files rather than the five the bundler would cut them into: the
 * outlined input the driver's sign-in uses, and what TextField adds on top (Select and the other
 * variants), which the driver's first load leaves out. Fewer files compress better and keep the
 * log-in and sign-up pages within their budget.
 */
export const muiInputChunks = [
  {
    name: 'mui-text-field',
    test: /@mui[\\/]material[\\/](TextField|Select(?![\\/](utils|selectClasses))|NativeSelect|FilledInput|Input|InputAdornment|FormHelperText)[\\/]/,
  },
  {
    name: 'mui-outlined-input',
    test: /@mui[\\/]material[\\/](OutlinedInput|InputBase|InputLabel|FormControl|FormLabel|TextareaAutosize)[\\/]|@mui[\\/]material[\\/]Select[\\/]selectClasses/,
  },
];
