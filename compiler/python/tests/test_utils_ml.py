"""aie.utils.ml: the ML examples' helpers."""

import json
import pickle

import numpy as np
import pytest

from aie.utils.ml import CSVLogger, CSVLoggerError, DataShaper, fuse_single_conv_bn_pair, load_class_label, unpickle


def test_the_csv_logger_keeps_its_columns(tmp_path):
    path = tmp_path / "log.csv"
    with CSVLogger(path) as log:
        log.append({"a": 1, "b": 2})
        log.append({"b": 3})
        with pytest.raises(CSVLoggerError, match="Columns already set"):
            log.set_columns(["x"])
    with CSVLogger(path) as log:  # the header read back
        assert log.columns == ["a", "b"]
        log.append({"a": 4, "c": 5})
    assert path.read_text().splitlines() == ["a,b", "1,2", "-,3", "4,-"]


def test_labels_and_pickles(tmp_path):
    (tmp_path / "labels.json").write_text(json.dumps({"1": "dog", "0": "cat", "2": "eel"}))
    assert load_class_label(str(tmp_path / "labels.json"), 2) == ["cat", "dog"]
    with open(tmp_path / "data.pkl", "wb") as f:
        pickle.dump({"k": [1, 2]}, f)
    assert unpickle(tmp_path / "data.pkl") == {"k": [1, 2]}


def test_a_layout_splits_and_orders_dimensions():
    c, y, x = 16, 2, 3
    t = np.arange(c * y * x).reshape(c, y, x)
    shaped = DataShaper().reorder_mat(t, "YCXC8", "CYX")
    expected = [t[co * 8 + ci, yy, xx] for yy in range(y) for co in range(2) for xx in range(x) for ci in range(8)]
    assert shaped.tolist() == expected
    back = DataShaper().reorder_mat(shaped.reshape(c, y, x), "YCXC8", "CYX", inverse=True)
    assert back.tolist() == t.reshape(-1).tolist()
    assert DataShaper().reorder_mat(np.arange(6).reshape(2, 3), "CR").tolist() == [0, 3, 1, 4, 2, 5]


def test_a_dimension_is_padded_to_its_parts():
    t = np.ones((12, 1, 1), dtype=np.int8)
    shaped = DataShaper().reorder_mat(t, "YCXC8", "CYX")
    assert shaped.tolist() == [1] * 8 + [1] * 4 + [0] * 4
    with pytest.raises(ValueError, match="padding cannot be undone"):
        DataShaper().reorder_mat(t, "YCXC8", "CYX", inverse=True)


@pytest.mark.parametrize(
    "order, words",
    [
        ("YC>1XC8", "only letters with sizes"),
        ("YX", "does not name dimension C"),
        ("YC8XC", "only the outermost C"),
        ("YCXQ", "names Q"),
        ("Y2CX", "holds 2 of Y's 3"),
    ],
)
def test_layouts_the_shaper_cannot_read(order, words):
    with pytest.raises(ValueError, match=words):
        DataShaper().reorder_mat(np.zeros((16, 3, 3)), order, "CYX")


def test_dimension_steps_in_bytes():
    assert DataShaper().get_dim_steps((16, 2, 3), "YCXC8", "CYX") == [24, 48, 8, 96]
    assert DataShaper().get_dim_steps((16, 2, 3), "YCXC8", "CYX", bits=16) == [48, 96, 16, 192]
    with pytest.raises(ValueError, match="too small"):
        DataShaper().get_dim_steps((4, 4), "RC")


def test_a_batch_norm_scale_folds_into_the_weights():
    torch = pytest.importorskip("torch")
    weights = torch.ones((2, 1, 1, 1), dtype=torch.float32)
    var = torch.tensor([4.0, 1.0])
    gamma = torch.tensor([6.1, 3.1])  # scales 3.05 and 3.1: 3 as int8
    folded = fuse_single_conv_bn_pair(None, var, gamma, None, weights)
    assert folded is weights and weights.reshape(-1).tolist() == [3.0, 3.0]
