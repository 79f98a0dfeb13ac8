//
//  TrailRow.swift
//  Trailhead
//

import SwiftUI

struct TrailRow: View {
    let trail: Trail

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(trail.name)
                    .font(.headline)
                Text("\(trail.region) · \(trail.lengthKm, specifier: "%.1f") km")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if trail.isFavorite {
                Image(systemName: "star.fill")
                    .foregroundStyle(Color(uiColor: .systemYellow))
            }
            DifficultyBadge(difficulty: trail.difficulty)
        }
    }
}

struct DifficultyBadge: View {
    let difficulty: Trail.Difficulty

    private var color: UIColor {
        switch difficulty {
        case .easy: return .systemGreen
        case .moderate: return .systemOrange
        case .hard: return .systemRed
        }
    }

    var body: some View {
        Text(difficulty.rawValue)
            .font(.caption)
            .foregroundStyle(Color(color))
    }
}
