import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import './markers.css';
import { MAP_FOCUS_ZOOM, showScreenOverMap } from './MapStage';

/** One stop as the map shows it. */
export interface TMapStop {
  id: number;
  lat: number;
  lng: number;
  /** The number on the marker (its position on the route). */
  label: string;
  color: string;
  /** Tooltip / accessible name. */
  title: string;
  /** Done or failed stops are greyed (spec section 4). */
  isDimmed?: boolean;
}

export interface TStopMarkersLayerProps {
  stops: readonly TMapStop[];
  /** Unoptimised routes only: dragging a marker saves its new position (spec section 2). */
  isDraggable: boolean;
  focusedId?: number | null;
  onSelect?: (id: number) => void;
  onDragEnd?: (id: number, lat: number, lng: number) => void;
}

/** How far beyond the visible area markers are kept on the map, as a fraction of the view. */
const VIEW_PADDING = 0.25;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function stopIcon(stop: TMapStop, isFocused: boolean): L.DivIcon {
  const cls = ['rp-stop-marker', isFocused ? 'is-focused' : '', stop.isDimmed ? 'is-dimmed' : '']
    .filter(Boolean)
    .join(' ');
  return L.divIcon({
    className: 'rp-stop-icon',
    html: `<span class="${cls}" style="background:${escapeHtml(stop.color)}">${escapeHtml(stop.label)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

/** The key of what a marker looks like; the icon is rebuilt only when it changes. */
const lookKey = (s: TMapStop, isFocused: boolean) =>
  `${s.label}|${s.color}|${s.isDimmed ? 1 : 0}|${isFocused ? 1 : 0}`;

interface TEntry {
  marker: L.Marker;
  stop: TMapStop;
  look: string;
  isOnMap: boolean;
  isDragging: boolean;
}

/**
 * Numbered stop markers, managed imperatively (no React component per stop) and kept on the map
 * only while inside the padded visible area, so a 500-stop route stays smooth.
 */
export function StopMarkersLayer({
  stops,
  isDraggable,
  focusedId,
  onSelect,
  onDragEnd,
}: TStopMarkersLayerProps) {
  const map = useMap();
  const entries = useRef(new Map<number, TEntry>());
  const handlers = useRef({ onSelect, onDragEnd });
  handlers.current = { onSelect, onDragEnd };
  const draggable = useRef(isDraggable);
  draggable.current = isDraggable;

  // Adds markers inside the padded view and removes the ones outside it.
  const cull = useRef(() => {});
  cull.current = () => {
    const bounds = map.getBounds().pad(VIEW_PADDING);
    for (const e of entries.current.values()) {
      const isInside = bounds.contains(e.marker.getLatLng());
      if (isInside && !e.isOnMap) {
        e.marker.addTo(map);
        e.isOnMap = true;
      } else if (!isInside && e.isOnMap && !e.isDragging) {
        e.marker.remove();
        e.isOnMap = false;
      }
    }
  };

  useEffect(() => {
    const onMove = () => cull.current();
    map.on('moveend', onMove);
    return () => {
      map.off('moveend', onMove);
    };
  }, [map]);

  useEffect(() => {
    const current = entries.current;
    const seen = new Set<number>();
    for (const stop of stops) {
      seen.add(stop.id);
      const isFocused = stop.id === focusedId;
      const look = lookKey(stop, isFocused);
      const existing = current.get(stop.id);
      if (existing) {
        const pos = existing.marker.getLatLng();
        if (pos.lat !== stop.lat || pos.lng !== stop.lng) existing.marker.setLatLng([stop.lat, stop.lng]);
        if (existing.look !== look) existing.marker.setIcon(stopIcon(stop, isFocused));
        existing.marker.options.title = stop.title;
        existing.marker.setZIndexOffset(isFocused ? 1000 : 0);
        existing.stop = stop;
        existing.look = look;
        continue;
      }
      const marker = L.marker([stop.lat, stop.lng], {
        icon: stopIcon(stop, isFocused),
        title: stop.title,
        alt: stop.title,
        keyboard: true,
        draggable: draggable.current,
        zIndexOffset: isFocused ? 1000 : 0,
      });
      const id = stop.id;
      marker.on('click', () => {
        if (!handlers.current.onSelect) return;
        handlers.current.onSelect(id);
        // The stop's details open in the screen, which a phone shows instead of the map.
        showScreenOverMap();
      });
      marker.on('dragstart', () => {
        const e = current.get(id);
        if (e) e.isDragging = true;
      });
      marker.on('dragend', () => {
        const e = current.get(id);
        if (e) e.isDragging = false;
        const p = marker.getLatLng();
        handlers.current.onDragEnd?.(id, p.lat, p.lng);
      });
      current.set(id, { marker, stop, look, isOnMap: false, isDragging: false });
    }
    for (const [id, e] of current) {
      if (seen.has(id)) continue;
      e.marker.remove();
      current.delete(id);
    }
    cull.current();
  }, [stops, focusedId]);

  // Dragging follows the route's state (a marker gets its dragging handler once on the map).
  useEffect(() => {
    for (const e of entries.current.values()) {
      e.marker.options.draggable = isDraggable;
      if (!e.marker.dragging) continue;
      if (isDraggable) e.marker.dragging.enable();
      else e.marker.dragging.disable();
    }
  }, [isDraggable]);

  useEffect(() => {
    if (focusedId === null || focusedId === undefined) return;
    const e = entries.current.get(focusedId);
    if (e) map.setView(e.marker.getLatLng(), MAP_FOCUS_ZOOM);
  }, [focusedId, map]);

  useEffect(
    () => () => {
      for (const e of entries.current.values()) e.marker.remove();
      entries.current.clear();
    },
    [],
  );

  return null;
}
