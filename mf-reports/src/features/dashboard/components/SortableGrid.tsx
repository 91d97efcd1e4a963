import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from 'shared/ui';

/** Columns a widget spans on the 4-column desktop grid (tablets have 2, phones 1). */
export type GridSpan = 1 | 2 | 3 | 4;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 1100px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledCell = styled.li<{ $span: GridSpan }>`
  grid-column: span ${({ $span }) => $span};
  min-width: 0;
  @media (max-width: 1100px) {
    grid-column: span ${({ $span }) => Math.min($span, 2)};
  }
  ${mobile} {
    grid-column: span 1;
  }
  &[data-dragging='true'] {
    z-index: 2;
    opacity: 0.85;
  }
`;

/** What the drag handle needs: put these on the button that starts a move. */
export interface DragHandleProps {
  ref: (el: HTMLElement | null) => void;
  attributes: Record<string, unknown>;
  listeners: Record<string, unknown> | undefined;
}

export interface SortableGridItem {
  id: string;
  span: GridSpan;
  /** Spoken in the drag announcements. */
  title: string;
  /** Shown as data-size on the cell (tests, styling hooks). */
  size?: string;
}

function SortableCell({
  item,
  index,
  disabled,
  children,
}: {
  item: SortableGridItem;
  index: number;
  disabled: boolean;
  children: (handle: DragHandleProps | null) => ReactNode;
}) {
  const sortable = useSortable({ id: item.id, disabled });
  const style = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const handle: DragHandleProps | null = disabled
    ? null
    : {
        ref: sortable.setActivatorNodeRef,
        attributes: sortable.attributes as unknown as Record<string, unknown>,
        listeners: sortable.listeners as Record<string, unknown> | undefined,
      };
  return (
    <StyledCell
      ref={sortable.setNodeRef}
      style={style}
      $span={item.span}
      data-dragging={sortable.isDragging}
      data-grid-index={index}
      data-size={item.size}
    >
      {children(handle)}
    </StyledCell>
  );
}

export interface SortableGridProps<T extends SortableGridItem> {
  items: readonly T[];
  /** Arrange mode: items can be moved by mouse, touch or keyboard. */
  arranging: boolean;
  label: string;
  onReorder: (ids: string[]) => void;
  renderItem: (item: T, handle: DragHandleProps | null) => ReactNode;
}

/**
 * Droppables are measured once, when a move starts, and never again while it lasts. A keyboard
 * move to a widget below the visible part of the page scrolls the page; @dnd-kit adds that scroll
 * to the moved widget's position, so re-measuring the targets after the scroll (its default while
 * dragging) counted the scroll twice and the widget fell back over its own place.
 */
const MEASURING = { droppable: { strategy: MeasuringStrategy.BeforeDragging } };

const position = (ids: readonly UniqueIdentifier[], id: UniqueIdentifier) => ids.indexOf(id) + 1;

/**
 * A responsive grid (4 columns, 2 on tablets, 1 at ≤ 768 px) whose cells can be reordered with
 * @dnd-kit: pointer (mouse), touch (press and hold 200 ms, so scrolling still works) and keyboard
 * (focus the handle, Space to pick up, arrows to move, Space to drop, Escape to cancel), with
 * screen-reader announcements naming the widget and its position. Collisions by closest corners:
 * widgets differ in size, and the keyboard moves align the moved widget's corner with its target's
 * (closest centre picked the widget itself when it was taller than the one below).
 */
export function SortableGrid<T extends SortableGridItem>({
  items,
  arranging,
  label,
  onReorder,
  renderItem,
}: SortableGridProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );
  const ids = items.map((i) => i.id);
  const titleOf = (id: UniqueIdentifier) => items.find((i) => i.id === id)?.title ?? String(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${titleOf(active.id)}, position ${position(ids, active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to position ${position(ids, over.id)} of ${ids.length}.`
        : `${titleOf(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} dropped at position ${position(ids, over.id)} of ${ids.length}.`
        : `${titleOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled; it is back where it was.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onReorder(arrayMove(ids, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      measuring={MEASURING}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a widget, press Space or Enter to pick it up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <StyledGrid aria-label={label}>
          {items.map((item, index) => (
            <SortableCell key={item.id} item={item} index={index} disabled={!arranging}>
              {(handle) => renderItem(item, handle)}
            </SortableCell>
          ))}
        </StyledGrid>
      </SortableContext>
    </DndContext>
  );
}
