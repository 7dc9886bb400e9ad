import * as React from 'react';

/**
 * A row's dialog (confirm a delete, write feedback, a class's sessions): open or not, and whether
 * it has been opened yet. A list renders it `{mounted && <Dialog open={open} …/>}`: a closed
 * dialog costs nothing until its first opening (issue 18: a table of 50 rows rendered 100 closed
 * dialogs, each with its hooks and, for feedback, a form, in the page's first long task), and it
 * stays mounted after, so its closing animation plays.
 */
export function useDialogState() {
  const [open, setOpenState] = React.useState(false);
  const [mounted, setMounted] = React.useState(false);
  const setOpen = React.useCallback((next: boolean) => {
    if (next) setMounted(true);
    setOpenState(next);
  }, []);
  return { open, setOpen, mounted };
}
