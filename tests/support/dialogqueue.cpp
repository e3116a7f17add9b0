#include "dialogqueue.h"

#include <QQueue>

namespace verdict::dialogs {

namespace {
class Queue : public Answerer
{
public:
    QQueue<QString> fileNames;
    QQueue<QMessageBox::StandardButton> answers;
    QQueue<std::optional<std::vector<bool>>> costColumns_;

    std::optional<QString> fileName() override
    {
        return fileNames.isEmpty() ? std::nullopt : std::optional<QString>(fileNames.dequeue());
    }
    std::optional<QMessageBox::StandardButton> answer() override
    {
        return answers.isEmpty() ? std::nullopt : std::optional<QMessageBox::StandardButton>(answers.dequeue());
    }
    std::optional<std::optional<std::vector<bool>>> costColumns() override
    {
        if (costColumns_.isEmpty())
            return std::nullopt;
        return costColumns_.dequeue();
    }
};

Queue &queue()
{
    static Queue q;
    setAnswerer(&q);
    return q;
}
} // namespace

void queueFileName(const QString &fileName)
{
    queue().fileNames.enqueue(fileName);
}

void queueAnswer(QMessageBox::StandardButton answer)
{
    queue().answers.enqueue(answer);
}

void queueCostColumns(const std::optional<std::vector<bool>> &answer)
{
    queue().costColumns_.enqueue(answer);
}

} // namespace verdict::dialogs
