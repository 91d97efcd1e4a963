/** @jest-environment ../scripts/jest/jsdom-env.cjs */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VALIDATION_MESSAGES } from '../../domain';
import { renderThemed } from '../testing/renderUi';
import { FileDropZone } from './FileDropZone';

const file = (name: string, type: string) => new File(['x'.repeat(10)], name, { type });

test('accepted files go to onFiles; others are refused with the SPEC §5 message', async () => {
  const user = userEvent.setup({ applyAccept: false });
  const onFiles = jest.fn();
  const onRejected = jest.fn();
  renderThemed(<FileDropZone label="Upload documents" onFiles={onFiles} onRejected={onRejected} />);
  const input = screen.getByTestId('file-drop-input');
  expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
  await user.upload(input, [file('passport.pdf', 'application/pdf'), file('run.exe', 'application/x-msdownload')]);
  await waitFor(() => expect(onFiles).toHaveBeenCalledTimes(1));
  expect(onFiles.mock.calls[0][0].map((f: File) => f.name)).toEqual(['passport.pdf']);
  expect(onRejected).toHaveBeenCalledWith([expect.objectContaining({ message: VALIDATION_MESSAGES.fileType })]);
  expect(screen.getByRole('alert')).toHaveTextContent(`run.exe: ${VALIDATION_MESSAGES.fileType}`);
});

test('the zone is a focusable button named by its label; Enter opens the file picker', async () => {
  const user = userEvent.setup();
  renderThemed(<FileDropZone label="Upload documents" onFiles={jest.fn()} />);
  const zone = screen.getByRole('button', { name: 'Upload documents' });
  const input = screen.getByTestId<HTMLInputElement>('file-drop-input');
  const click = jest.spyOn(input, 'click');
  await user.tab();
  expect(zone).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(click).toHaveBeenCalled();
});

test('each upload shows its own progress', () => {
  renderThemed(
    <FileDropZone
      label="Upload"
      onFiles={jest.fn()}
      uploads={[
        { id: 'a', name: 'a.pdf', size: 2048, progress: 40 },
        { id: 'b', name: 'b.png', progress: 100 },
        { id: 'c', name: 'c.docx', progress: 10, error: 'Upload failed' },
      ]}
    />,
  );
  const bars = screen.getAllByRole('progressbar');
  expect(bars).toHaveLength(3);
  expect(screen.getByRole('progressbar', { name: 'Uploading a.pdf' })).toHaveAttribute('value', '40');
  expect(screen.getByText('40% · 2 KB')).toBeInTheDocument();
  expect(screen.getByText('Done')).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
});

test('a disabled zone takes no files', async () => {
  const user = userEvent.setup();
  const onFiles = jest.fn();
  renderThemed(<FileDropZone label="Upload" onFiles={onFiles} disabled />);
  await user.upload(screen.getByTestId('file-drop-input'), file('a.pdf', 'application/pdf'));
  expect(onFiles).not.toHaveBeenCalled();
});
