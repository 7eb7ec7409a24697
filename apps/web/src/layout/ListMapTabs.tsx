import { Box, ButtonBase } from '@mui/material';
import type { KeyboardEvent } from 'react';

/** On a phone the planner shows either its list or its map. */
export type TPhoneView = 'list' | 'map';

const tabs: readonly { value: TPhoneView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
];

/**
 * Two tabs, List and Map. Plain buttons rather than MUI's Tabs: those would share their keyboard
 * code with the driver app's menus and move it into a chunk /driver loads, over its size budget.
 */
export function ListMapTabs({
  value,
  onChange,
}: {
  value: TPhoneView;
  onChange: (next: TPhoneView) => void;
}) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = value === 'list' ? 'map' : 'list';
    onChange(next);
    document.getElementById(`phone-view-${next}`)?.focus();
  };
  return (
    <Box
      role="tablist"
      aria-label="List or map"
      sx={{ display: 'flex', alignSelf: 'stretch' }}
      onKeyDown={onKeyDown}
    >
      {tabs.map((t) => {
        const isSelected = t.value === value;
        return (
          <ButtonBase
            key={t.value}
            id={`phone-view-${t.value}`}
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onChange(t.value)}
            sx={{
              px: 2,
              minWidth: 64,
              typography: 'button',
              color: isSelected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: isSelected ? 'primary.main' : 'transparent',
            }}
          >
            {t.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
