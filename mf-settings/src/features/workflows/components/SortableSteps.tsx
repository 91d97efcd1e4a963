import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import styled from 'styled-components';
import type { WorkflowActivity } from 'shared/domain';
import { StepEditor } from './StepEditor';

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  li[data-dragging='true'] {
    z-index: 2;
    opacity: 0.85;
  }
`;

interface StepsProps {
  steps: readonly WorkflowActivity[];
  issuesByCode: ReadonlyMap<string, string[]>;
  readOnly: boolean;
  onChange: (index: number, next: WorkflowActivity) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function SortableStep({
  step,
  index,
  ...p
}: Omit<StepsProps, 'steps'> & { step: WorkflowActivity; index: number; total: number }) {
  const sortable = useSortable({ id: step.code, disabled: p.readOnly });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-dragging={sortable.isDragging}
      data-step-index={index}
    >
      <StepEditor
        step={step}
        index={index}
        total={p.total}
        issues={p.issuesByCode.get(step.code) ?? []}
        readOnly={p.readOnly}
        handle={
          p.readOnly
            ? null
            : {
                ref: sortable.setActivatorNodeRef,
                attributes: sortable.attributes as unknown as Record<string, unknown>,
                listeners: sortable.listeners as Record<string, unknown> | undefined,
              }
        }
        onChange={(next) => p.onChange(index, next)}
        onMove={(to) => p.onMove(index, to)}
        onRemove={() => p.onRemove(index)}
      />
    </li>
  );
}

/**
 * The workflow's steps in order, reorderable with @dnd-kit by mouse, touch (press and hold) and
 * keyboard (focus a step's drag handle, Space to pick up, arrows to move, Space to drop, Escape
 * to cancel), with announcements naming the step and its position; each step also has up/down buttons.
 */
export function SortableSteps(props: StepsProps) {
  const { steps, onMove } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = steps.map((s) => s.code);
  const labelOf = (id: UniqueIdentifier) => steps.find((s) => s.code === id)?.label ?? String(id);
  const pos = (id: UniqueIdentifier) => ids.indexOf(id as WorkflowActivity['code']) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}, step ${pos(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} is over step ${pos(over.id)} of ${ids.length}.`
        : `${labelOf(active.id)} is no longer over a step.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `${labelOf(active.id)} dropped at step ${pos(over.id)} of ${ids.length}.`
        : `${labelOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} was cancelled; it stays at step ${pos(active.id)}.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(pos(active.id) - 1, pos(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a step, press Space or Enter to pick it up, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <StyledList aria-label="Workflow steps">
          {steps.map((step, index) => (
            <SortableStep key={step.code} step={step} index={index} total={steps.length} {...props} />
          ))}
        </StyledList>
      </SortableContext>
    </DndContext>
  );
}
